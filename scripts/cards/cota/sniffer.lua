-- Sniffer (CotA 188), artifact: Action: For the rest of the turn, each creature loses
-- elusive (a filter, so creatures arriving later this turn lose it too).
return {
	action = function(ctx)
		ctx:lasting({ target = { zone = "battleline" }, duration = "turn", effect = { lose = "elusive" } })
	end,
}
