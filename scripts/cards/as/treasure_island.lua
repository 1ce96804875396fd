-- Treasure Island (AS 272), artifact: each friendly Skyborn creature gains "After Reap: move
-- 1 æmber from your pool to Treasure Island" (RULE-GIVEN-USE-1; `ctx:giver()` is this
-- Treasure Island). Its player may spend the æmber on it when forging keys, after their pool
-- (the player cost's `spend_from`, as Safe Place).
return {
	statics = {
		{
			gains = "reap",
			applies_to = function(ctx, obj)
				return ctx:rule("friendly_creature", obj) and ctx:rule("of_house", obj, "skyborn")
			end,
		},
		{
			spend_from = "self",
			cost = "key",
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
	lasting_grants = {
		reap = function(ctx)
			if ctx.controller:counter("amber") < 1 then
				return
			end
			ctx:gain(ctx.controller, "amber", -1)
			ctx:add_counter(ctx:giver(), "amber", 1)
		end,
	},
}
