-- Jovian Hilt X Ultra (sZTH5LanyW): Sword Weapon Link. On Enter: a durability counter on
-- the linked weapon, then two static counters on the hilt if that weapon has a static
-- counter. The linked weapon has +2 power.
return {
	targets = function(_ctx)
		return { { label = "Sword weapon to link to", type = "weapon", subtype = "sword", count = 1 } }
	end,
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: a durability counter on the linked weapon",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local weapon = ctx.this:attached_to()
				if weapon == nil then
					return
				end
				ctx:add_counter(weapon, "durability", 1)
				if weapon:counter("static") > 0 then
					ctx:add_counter(ctx.this, "static", 2)
				end
			end,
		},
	},
}
