-- Flameblessed Trainee: [Class Bonus] On Attack: if it is attacking an ally, you may discard
-- a fire element card; if you do, this attack gets +3 POWER (for the combat).
local function attacking_an_ally(ctx)
	return ctx:rule("attack_on", "ally")
end

return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: discard a fire card for +3 power (class bonus)",
			applies = function(ctx)
				return ctx:rule("class_bonus") and attacking_an_ally(ctx)
			end,
			resolve = function(ctx)
				if not attacking_an_ally(ctx) then
					return
				end
				local fire = ctx:objects({ zone = "hand", controller = "you", element = "fire" })
				local pick = ctx:choose({
					prompt = "discard a fire card for +3 power?",
					objects = fire,
					min = 0,
					max = 1,
				})[1]
				if pick ~= nil and ctx:discard(pick) then
					ctx:lasting({
						target = ctx.this,
						duration = "combat",
						effect = { stat = "power", increase = 3 },
					})
				end
			end,
		},
	},
}
