-- Forge Compiler (MM 088): After your opponent forges a key, destroy Forge Compiler and
-- ward each friendly creature.
return {
	triggers = {
		{
			on = "gained",
			label = "your opponent forged a key: destroy Forge Compiler, ward your creatures",
			applies = function(ctx, event)
				return event.counter == "keys" and event.amount > 0 and event.player == ctx.opponent
			end,
			resolve = function(ctx)
				ctx:destroy(ctx.this)
				for _, friend in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					ctx:rule("ward", friend)
				end
			end,
		},
	},
}
