-- Indigo Halyard (AS 293): While your blue key is forged, it has "After Reap: Ready and
-- fight with another friendly creature" (read as the reap resolves). While your opponent's
-- blue key is forged, each of its neighbors has taunt.
return {
	statics = {
		{
			grant = "taunt",
			applies_to = function(ctx, creature)
				return ctx.this:is_beside(creature)
			end,
			condition = function(ctx)
				return ctx:rule("key_forged", ctx.opponent, "blue")
			end,
		},
	},
	reap = function(ctx)
		if not ctx:rule("key_forged", ctx.controller, "blue") then
			return
		end
		local others = ctx:objects({ zone = "battleline", controller = "you", other = true })
		ctx:rule("ready_and_fight", others, "Ready and fight with which other creature?")
	end,
}
