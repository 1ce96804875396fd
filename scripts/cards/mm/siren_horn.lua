-- Siren Horn (MM 212), upgrade: This creature gains, "Before Fight: Move 1 æmber from this
-- creature to the creature it fights" (nothing if it has none).
return {
	grants = {
		before_fight = function(ctx, fought)
			if ctx.this:counter("amber") > 0 and fought:is_valid() then
				ctx:add_counter(ctx.this, "amber", -1)
				ctx:add_counter(fought, "amber", 1)
			end
		end,
	},
}
