-- Brothers in Battle (CotA 004): Play: Choose a house. For the remainder of the turn, each
-- friendly creature of that house may fight. The house is fixed as the effect begins; the
-- effect reaches creatures of it that arrive later in the turn too.
return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		ctx:lasting({
			target = { type = "creature", controller = "you", attributes = { house = house } },
			duration = "turn",
			effect = { allow = "fight" },
		})
	end,
}
