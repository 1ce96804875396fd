-- Marksman Captain: Ranged 2 (the rules apply it). On Enter: another target unit you
-- control becomes distant.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: another unit you control becomes distant",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			-- The target is chosen as the ability resolves (our reading: triggered abilities
			-- here choose then).
			resolve = function(ctx)
				local units = {}
				for _, u in
					ipairs(
						ctx:objects({ zone = "field", any_type = { "champion", "ally" }, controller = "you" })
					)
				do
					if u.id ~= ctx.this.id then
						units[#units + 1] = u
					end
				end
				local chosen = ctx:choose({
					prompt = "another unit you control to become distant",
					objects = units,
					min = 1,
					max = 1,
				})
				ctx:rule("become_distant", chosen[1])
			end,
		},
	},
}
