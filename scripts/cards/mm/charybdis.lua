-- Charybdis (MM 234), creature: Each enemy creature gains "Before Fight: Lose 1 æmber" (its
-- controller loses it, before the fight damage; nothing if they have none).
return {
	enemy_grants = {
		before_fight = function(ctx)
			if ctx.controller:counter("amber") > 0 then
				ctx:gain(ctx.controller, "amber", -1)
			end
		end,
	},
}
