-- Incendiary Shot: REST: load it into target unloaded Gun weapon you control (as Plated
-- Bullet). [Class Bonus] On Hit: deal 2 damage to the hit object. A loaded card in the
-- intent is not an object, so the hit is its attack's: the trigger listens for the hit of
-- an attack whose intent holds this card (our reading: "On Hit" of a loaded Bullet).
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
			label = "On Hit: 2 damage to the hit object (class bonus)",
			applies = function(ctx, _event)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx, event)
				if event.target:is_valid() then
					ctx:deal_damage(event.target, 2)
				end
			end,
		},
	},
}
