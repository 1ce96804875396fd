-- Dimension Door (CotA 108), action: Play: for the rest of the turn, the æmber your
-- creatures would gain by reaping is stolen from the opponent instead. A lasting effect
-- on your creatures the rules' reap reads (a keyword it gives them, "reap_steals").
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { zone = "battleline", controller = "you" },
			duration = "turn",
			effect = { grant = "reap_steals" },
		})
	end,
}
