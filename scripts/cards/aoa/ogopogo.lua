-- Ogopogo (AoA 026), creature: After Ogopogo attacks and destroys a creature, you may deal
-- 2 damage to a creature. Attacks: a fight on its controller's turn (a creature attacked
-- by the opponent fights on theirs).
return {
	triggers = {
		{
			on = "destroyed",
			label = "Ogopogo attacked and destroyed a creature: you may deal 2 damage",
			applies = function(ctx, event)
				return ctx.controller:is_turn_player() and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx)
				local creatures = ctx:objects({ zone = "battleline" })
				local picked = ctx:choose({
					prompt = "Deal 2 damage to a creature (or none)?",
					objects = creatures,
					min = 0,
					max = 1,
				})[1]
				if picked ~= nil then
					ctx:deal_damage(picked, 2)
				end
			end,
		},
	},
}
