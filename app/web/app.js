// The page of 'tiebreak app'. It only gathers the director's choices, sends them to the
// app's API and shows what comes back: every ranking, prize and file is the program's.
'use strict';

const $ = (id) => document.getElementById(id);
let chosenFiles = [];
let current = null; // the last event the app answered: {id, sections, check}

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v; else e.setAttribute(k, v);
  }
  for (const k of kids) e.append(k);
  return e;
}

// The token came in the address; the app set a cookie, so the address no longer needs it.
if (location.search.includes('token=')) history.replaceState(null, '', location.pathname);

async function api(path, init) {
  const r = await fetch(path, Object.assign({credentials: 'same-origin'}, init || {}));
  const type = r.headers.get('Content-Type') || '';
  const body = type.includes('json') ? await r.json() : await r.text();
  if (!r.ok) throw new Error((body && body.error) || String(body) || r.statusText);
  return body;
}

// ---- files
function showChosen() {
  const ul = $('chosen');
  ul.replaceChildren(...chosenFiles.map((f) => el('li', {}, f.name + ' (' + Math.max(1, Math.round(f.size / 1024)) + ' KB)')));
}
$('files').addEventListener('change', () => { chosenFiles = [...$('files').files]; showChosen(); });
const drop = $('drop');
drop.addEventListener('dragover', (e) => { e.preventDefault(); drop.classList.add('over'); });
drop.addEventListener('dragleave', () => drop.classList.remove('over'));
drop.addEventListener('drop', (e) => {
  e.preventDefault();
  drop.classList.remove('over');
  chosenFiles = [...e.dataTransfer.files];
  showChosen();
});

// ---- choices
async function loadChoices() {
  const c = await api('/api/choices');
  for (const r of c.rules) $('rules').append(el('option', {value: r}, r));
  const titles = {uscf: 'US Chess', fide: 'FIDE'};
  const groups = {};
  for (const p of c.presets || []) {
    const g = groups[p.system] || (groups[p.system] = el('optgroup', {label: (titles[p.system] || p.system) + ' presets'}));
    g.append(el('option', {value: p.name}, p.name + ': ' + p.codes.join(', ')));
  }
  for (const g of Object.values(groups)) $('tiebreaks').append(g);
  for (const t of c.templates || []) $('template').append(el('option', {value: t}, t));
  $('tiebreaks').append(el('option', {value: 'none'}, 'none: points only'));
  showTemplate();
}

// ---- fund
function fundMode() { return document.querySelector('input[name=fundmode]:checked').value; }
for (const r of document.querySelectorAll('input[name=fundmode]')) {
  r.addEventListener('change', () => {
    for (const m of ['template', 'file', 'form']) $('fund-' + m).hidden = fundMode() !== m;
    makeYAML();
  });
}
async function showTemplate() {
  const name = $('template').value;
  if (!name) return;
  try { $('template-yaml').textContent = await api('/api/templates/' + encodeURIComponent(name)); } catch (e) { $('template-yaml').textContent = e.message; }
}
$('template').addEventListener('change', showTemplate);

const classes = ['U2200', 'U2000', 'U1800', 'U1600', 'U1400', 'U1200', 'U1000', 'U800', 'unrated'];
let classCount = 0;
function addClass() {
  classCount++;
  const n = classCount;
  const sel = el('select', {id: 'c-class-' + n});
  for (const c of classes) sel.append(el('option', {value: c}, c === 'unrated' ? 'Unrated' : 'Under ' + c.slice(1)));
  sel.value = classes[Math.min(n + 1, classes.length - 2)]; // Under 1800 first
  const amounts = el('input', {id: 'c-cash-' + n, type: 'text', inputmode: 'decimal', placeholder: '150, 75'});
  const remove = el('button', {type: 'button', class: 'secondary', 'aria-label': 'Remove class prize ' + n}, 'Remove');
  const row = el('div', {class: 'classrow'},
    el('div', {class: 'field'}, el('label', {for: sel.id}, 'Class'), sel),
    el('div', {class: 'field'}, el('label', {for: amounts.id}, 'Amounts ($)'), amounts),
    remove);
  remove.addEventListener('click', () => { row.remove(); makeYAML(); });
  $('classes').append(row);
  sel.focus();
  makeYAML();
}
$('add-class').addEventListener('click', addClass);

function amounts(text) {
  return text.split(',').map((s) => s.trim().replace(/^\$/, '').replace(/,/g, '')).filter((s) => s !== '');
}
function yamlString(s) { return JSON.stringify(s); }

// makeYAML writes the fund file the form describes, in the format docs/funds.md gives.
function makeYAML() {
  const lines = ['# Made with tiebreak app; edit it as docs/funds.md explains.'];
  const name = $('f-name').value.trim();
  if (name) lines.push('name: ' + yamlString(name));
  lines.push('currency: USD');
  const based = $('f-based').value.trim();
  if (based) lines.push('based_on: {entries: ' + parseInt(based, 10) + '}');
  const unr = $('f-unrated').value.trim();
  if (unr) lines.push('unrated_max: ' + parseInt(unr, 10));
  lines.push('prizes:');
  const places = amounts($('f-places').value);
  const trophies = parseInt($('f-trophies').value || '0', 10) || 0;
  const ordinal = (n) => n + (n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th');
  let count = 0;
  for (let i = 1; i <= Math.max(places.length, trophies); i++) {
    const parts = ['place: ' + i];
    if (i <= places.length) parts.push('cash: ' + places[i - 1]);
    if (i <= trophies) parts.push('trophy: ' + yamlString(ordinal(i) + ' place'));
    lines.push('  - {' + parts.join(', ') + '}');
    count++;
  }
  for (const row of $('classes').querySelectorAll('.classrow')) {
    const cls = row.querySelector('select').value;
    amounts(row.querySelector('input').value).forEach((a, i) => {
      lines.push('  - {class: ' + cls + ', place: ' + (i + 1) + ', cash: ' + a + '}');
      count++;
    });
  }
  if ($('f-unrated-trophy').checked) {
    lines.push('  - {class: unrated, place: 1, trophy: "Top Unrated"}');
    count++;
  }
  if (count === 0) lines.push('  []');
  const text = lines.join('\n').replace('prizes:\n  []', 'prizes: []') + '\n';
  $('yaml').textContent = text;
  $('yaml-download').href = 'data:text/yaml;charset=utf-8,' + encodeURIComponent(text);
  return text;
}
for (const id of ['f-name', 'f-places', 'f-unrated', 'f-based', 'f-trophies', 'f-unrated-trophy']) $(id).addEventListener('input', makeYAML);
$('classes').addEventListener('input', makeYAML);
$('classes').addEventListener('change', makeYAML);

// ---- send
function status(text, bad) {
  $('status').textContent = text;
  $('status').className = bad ? 'bad' : '';
}

$('event').addEventListener('submit', async (e) => {
  e.preventDefault();
  if (chosenFiles.length === 0) { status('Choose a results file first.', true); $('files').focus(); return; }
  const fd = new FormData();
  for (const f of chosenFiles) fd.append('file', f, f.name);
  for (const k of ['rules', 'tiebreaks', 'round']) fd.append(k, $(k).value);
  switch (fundMode()) {
    case 'template': fd.append('fund', $('template').value); break;
    case 'file': {
      const f = $('fundfile').files[0];
      if (!f) { status('Choose the fund file, or another kind of fund.', true); $('fundfile').focus(); return; }
      fd.append('fund', f, f.name);
      break;
    }
    case 'form': fd.append('fund', makeYAML()); break;
  }
  $('go').disabled = true;
  status('Reading the files…');
  try {
    current = await api('/api/events', {method: 'POST', body: fd});
    current.fund = fundMode() !== 'none';
    showEvent();
    status('Done: ' + chosenFiles.length + (chosenFiles.length === 1 ? ' file read.' : ' files read.'));
  } catch (err) {
    status(err.message, true);
  } finally {
    $('go').disabled = false;
  }
});

function showEvent() {
  $('results').hidden = false;
  const base = '/api/events/' + encodeURIComponent(current.id);
  $('report-zip').href = base + '/report.zip';
  $('site-zip').href = base + '/site.zip';
  showReportFiles(base);
  const check = $('check');
  check.replaceChildren();
  for (const ev of current.check.events || []) {
    const title = ev.file + (ev.section ? ', section ' + ev.section : '');
    const p = el('p', {}, el('strong', {}, title + ': '));
    if (ev.ok && ev.errors === 0 && ev.warnings === 0) p.append(el('span', {class: 'ok'}, 'no problems found.'));
    else p.append((ev.errors || 0) + ' errors, ' + (ev.warnings || 0) + ' warnings' + (ev.ok ? '.' : ' (the report is refused until they are fixed).'));
    check.append(p);
    if ((ev.problems || []).length) {
      const ul = el('ul', {class: 'findings'});
      for (const pr of ev.problems) ul.append(el('li', {class: pr.severity || ''}, findingText(pr)));
      check.append(ul);
    }
  }
  const sel = $('section');
  sel.replaceChildren(...current.sections.map((s) => el('option', {value: s.section}, s.section)));
  $('section-field').hidden = current.sections.length < 2;
  showStandings();
  showPrizes();
}

// showReportFiles lists the report's files, each a download of its own.
async function showReportFiles(base) {
  const ul = $('report-files');
  ul.replaceChildren(el('li', {}, 'Making the report…'));
  try {
    const r = await api(base + '/report');
    ul.replaceChildren(...r.files.map((f) => el('li', {}, el('a', {href: base + '/report/' + f.split('/').map(encodeURIComponent).join('/'), download: f.replace(/\//g, '-')}, f))));
  } catch (err) {
    ul.replaceChildren(el('li', {class: 'bad'}, err.message));
  }
}

function findingText(pr) {
  const where = [pr.line && 'line ' + pr.line, pr.column && 'column ' + pr.column, pr.cell && 'cell ' + pr.cell].filter(Boolean).join(', ');
  const who = [pr.player && 'player ' + pr.player, pr.round && 'round ' + pr.round].filter(Boolean).join(', ');
  return (pr.severity ? pr.severity + ': ' : '') + (where ? where + ': ' : '') + (who ? who + ': ' : '') + (pr.message || JSON.stringify(pr));
}

$('section').addEventListener('change', () => { showStandings(); showPrizes(); });

// showPrizes shows the section's prize list, every split explained, when there is a fund.
async function showPrizes() {
  const sec = $('section').value;
  try {
    $('prizes').textContent = await api('/api/events/' + encodeURIComponent(current.id) + '/prizes?section=' + encodeURIComponent(sec));
    $('prizes').classList.remove('bad');
    $('prizes-part').hidden = false;
  } catch (err) {
    $('prizes').textContent = err.message;
    $('prizes').classList.add('bad');
    $('prizes-part').hidden = !current.fund;
  }
}

async function showStandings() {
  const tbl = $('standings');
  const sec = $('section').value;
  try {
    const d = await api('/api/events/' + encodeURIComponent(current.id) + '/standings?section=' + encodeURIComponent(sec));
    const st = d.standings || {};
    const tbs = st.tiebreaks || [];
    $('standings-caption').textContent = (d.name || 'Standings') + (st.status ? ': ' + st.status : '');
    $('event-name').textContent = d.name || '';
    $('where').className = '';
    $('where').textContent = [st.status, d.rounds ? d.rounds + ' rounds played' + (d.planned_rounds ? ' of ' + d.planned_rounds : '') : '', tbs.length ? 'tiebreaks ' + tbs.join(', ') : 'points only'].filter(Boolean).join('; ') + '.';
    const head = el('tr', {}, el('th', {scope: 'col'}, 'Place'), el('th', {scope: 'col', class: 'name'}, 'Name'), el('th', {scope: 'col'}, 'Points'), ...tbs.map((t) => el('th', {scope: 'col'}, t)));
    tbl.tHead.replaceChildren(head);
    tbl.tBodies[0].replaceChildren(...(st.rows || []).map((r) => el('tr', {},
      el('td', {}, r.place || r.rank || ''), el('th', {scope: 'row', class: 'name'}, r.name || ''), el('td', {}, r.points || ''),
      ...tbs.map((t) => el('td', {}, (r.tiebreaks || {})[t] || '')))));
  } catch (err) {
    $('where').textContent = err.message;
    $('where').className = 'bad';
    tbl.tHead.replaceChildren();
    tbl.tBodies[0].replaceChildren();
  }
}

// follow shows each new reading of the files the app was started with (tiebreak app
// event.trf), pushed by the app as the pairing program saves them.
function follow() {
  const es = new EventSource('/api/follow');
  es.addEventListener('event', (e) => {
    const m = JSON.parse(e.data);
    const when = new Date(m.updated).toLocaleTimeString();
    $('following').hidden = false;
    if (m.error) {
      $('following').textContent = 'Following ' + m.files.join(', ') + ': the save of ' + when + ' could not be read (' + m.error + '); the last good reading stays.';
      return;
    }
    $('following').textContent = 'Following ' + m.files.join(', ') + ': read at ' + when + '.';
    current = m.event;
    showEvent();
  });
  es.addEventListener('error', () => { if (es.readyState === EventSource.CLOSED) es.close(); });
}

makeYAML();
loadChoices().catch((e) => status(e.message, true));
follow();
