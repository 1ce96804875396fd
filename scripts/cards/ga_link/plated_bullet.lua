-- Plated Bullet (l75tlzsmw3): Renewable (the ruleset's redirects). REST: load it into a
-- target unloaded Gun weapon you control: it goes under the gun into the loaded zone (a
-- card, no longer an object), and the gun, used in an attack, puts it into the intent,
-- where it adds its power (CR, Loaded Cards 1-3).
return {
	activated = {
		load = {
			-- "Target unloaded Gun": a target filter can't say unloaded, so the ability
			-- needs one such gun to be activated, and does nothing if its gun was loaded
			-- meanwhile (our reading).
			legal = function(ctx)
				for _, gun in
					ipairs(
						ctx:objects({ zone = "field", type = "weapon", subtype = "gun", controller = "you" })
					)
				do
					if not ctx:rule("loaded", gun) then
						return true
					end
				end
				return false, "you control no unloaded Gun weapon to load Plated Bullet into"
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
}
