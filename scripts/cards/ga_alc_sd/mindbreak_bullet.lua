-- Mindbreak Bullet: REST: load it into target unloaded Gun weapon you control (the rules
-- script's loading). [Class Bonus] On Champion Hit: look at that opponent's memory and
-- discard a card from it (the hit of the attack it is loaded in, as Incendiary Shot's).
return {
	activated = {
		load = {
			legal = function(ctx)
				return ctx:rule("can_load")
			end,
			targets = function(ctx)
				return ctx:rule("gun_target")
			end,
			resolve = function(ctx)
				ctx:rule("load_target")
			end,
		},
	},
	triggers = {
		{
			on = "hit",
			own = true,
			label = "On Champion Hit: discard a card from that player's memory (class bonus)",
			applies = function(ctx, event)
				return event.target:has_type("champion") and ctx:rule("class_bonus")
			end,
			resolve = function(ctx, event)
				local player = event.target:controller()
				local card = ctx:choose({
					prompt = "a card of their memory to discard",
					objects = ctx:look({
						zone = "memory",
						controller = player == ctx.controller and "you" or "opponent",
					}),
					min = 1,
					max = 1,
				})[1]
				if card ~= nil then
					ctx:discard(card)
				end
			end,
		},
	},
}
