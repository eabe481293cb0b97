package pdfout

func (r *renderer) hasPrizes() bool { return false }

func (r *renderer) prizeList() {}

func (r *renderer) awardSheet() {}
