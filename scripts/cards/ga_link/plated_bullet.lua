-- Plated Bullet (l75tlzsmw3): Renewable (the ruleset's redirects). REST: load it into a
-- target unloaded Gun weapon you control: it goes under the gun into the loaded zone (a
-- card, no longer an object), and the gun, used in an attack, puts it into the intent,
-- where it adds its power (CR, Loaded Cards 1-3).
-- Loading is the rules script's (`can_load`, `gun_target`, `load_target`).
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
}
