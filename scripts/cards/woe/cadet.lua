-- Cadet (WoE 343), token creature: Destroyed: Ready its most powerful neighbor (its
-- neighbors as it is destroyed, still in play; a tie: the controller picks one).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: ready the most powerful neighbor",
			resolve = function(ctx)
				local strongest = ctx:rule("most_powerful", ctx.this:neighbors())
				if #strongest == 0 then
					return
				end
				ctx:ready(ctx:choose({ prompt = "Ready which neighbor?", objects = strongest })[1])
			end,
		},
	},
}
