-- Rad Penny (MM 255): Play: Steal 1 æmber. Destroyed: Shuffle Rad Penny into its owner's
-- deck.
return {
	resolve = function(ctx)
		ctx:steal(1)
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: shuffle Rad Penny into your deck",
			resolve = function(ctx)
				local owner = ctx.this:owner()
				if ctx:move(ctx.this, "deck") then
					ctx:shuffle("deck", owner)
				end
			end,
		},
	},
}
