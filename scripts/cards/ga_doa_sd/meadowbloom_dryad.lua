-- Meadowbloom Dryad: Preserve (the rules script's keyword trigger: when it dies, into its
-- owner's material deck, Preserved).
-- [Class Bonus] Whenever it or another ally enters the field under your control, put a
-- buff counter on target ally.
return {
	triggers = {
		{
			on = "moved",
			label = "an ally entered the field under your control: buff counter on an ally (class bonus)",
			applies = function(ctx, event)
				local ally = event.object
				return event.to == "field"
					and ally:is_valid()
					and ally:has_type("ally")
					and ally:controller() == ctx.controller
					and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local ally = ctx:choose({
					prompt = "ally to get a buff counter",
					objects = ctx:objects({ type = "ally" }),
					min = 1,
					max = 1,
				})[1]
				if ally then
					ctx:add_counter(ally, "buff", 1)
				end
			end,
		},
	},
}
