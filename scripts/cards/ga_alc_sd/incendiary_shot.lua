-- Incendiary Shot: REST: load it into target unloaded Gun weapon you control (as Plated
-- Bullet). [Class Bonus] On Hit: deal 2 damage to the hit object. A loaded card in the
-- intent is not an object, so the hit is its attack's: the trigger listens for the hit of
-- an attack whose intent holds this card (our reading: "On Hit" of a loaded Bullet).
return {
	activated = {
		load = {
			legal = function(ctx)
				for _, gun in
					ipairs(ctx:objects({ zone = "field", type = "weapon", subtype = "gun", controller = "you" }))
				do
					if not ctx:rule("loaded", gun) then
						return true
					end
				end
				return false, "you control no unloaded Gun weapon to load Incendiary Shot into"
			end,
			targets = function(_ctx)
				return {
					{
						label = "unloaded Gun weapon you control",
						type = "weapon",
						subtype = "gun",
						controller = "you",
						count = 1,
					},
				}
			end,
			resolve = function(ctx)
				local gun = ctx:target(1)
				if gun ~= nil and not ctx:rule("loaded", gun) then
					ctx:attach(ctx.this, gun, "loaded")
				end
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
