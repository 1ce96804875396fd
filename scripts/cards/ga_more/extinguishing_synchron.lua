-- Extinguishing Synchron: Whenever your champion is dealt non-combat damage by a fire element
-- source, put a refinement counter on it. Sacrifice it: recover 2 + X, X the refinement
-- counters it had. Combat damage is named "combat" in its damaged event (KF-EVT-FIGHT-1's
-- cause, GA-EVT-COMBAT-1).
return {
	triggers = {
		{
			on = "damaged",
			label = "your champion was dealt non-combat damage by a fire source: a refinement counter",
			applies = function(ctx, event)
				local champion, source = event.object, event.source
				return champion ~= nil
					and champion:has_type("champion")
					and champion:controller() == ctx.controller
					and event.cause ~= "combat"
					and source ~= nil
					and source:has_element("fire")
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "refinement", 1)
			end,
		},
	},
	activated = {
		sacrifice = {
			resolve = function(ctx)
				local champion = ctx:objects({ type = "champion", controller = "you" })[1]
				if champion ~= nil then
					ctx:recover(champion, 2 + ctx:cost_counter("refinement"))
				end
			end,
		},
	},
}
