-- Ardent Cloudstriker: On Attack: if your Shifting Currents face West and it is attacking
-- a champion, this attack gets +3 power (for the combat, not the turn).
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: +3 power for this attack on a champion while the currents face West",
			applies = function(ctx, _event)
				local combat = ctx:combat()
				if combat == nil or ctx:rule("currents") ~= "west" then
					return false
				end
				for _, t in ipairs(combat.targets) do
					if t:has_type("champion") then
						return true
					end
				end
				return false
			end,
			resolve = function(ctx)
				ctx:lasting({
					target = ctx.this,
					duration = "combat",
					effect = { stat = "power", increase = 3 },
				})
			end,
		},
	},
}
