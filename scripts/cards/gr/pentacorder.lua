-- Pentacorder (GR 251), upgrade: This creature gains, "Your opponent's keys cost +1 for each
-- house represented among friendly creatures" ("your": the creature's controller).
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				local host = ctx.this:attached_to()
				if host == nil then
					return 0
				end
				local side = host:controller() == ctx.controller and "you" or "opponent"
				return ctx:rule("houses_among", ctx:objects({ zone = "battleline", controller = side }))
			end,
			applies_to = function(ctx, player)
				local host = ctx.this:attached_to()
				return host ~= nil and player ~= host:controller()
			end,
		},
	},
}
