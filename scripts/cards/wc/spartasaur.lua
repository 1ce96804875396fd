-- Spartasaur (WC 231): After a friendly creature is destroyed (controlled by Spartasaur's
-- controller as it was destroyed), destroy each non-Dinosaur creature (together). Fight:
-- Gain 2 æmber.
return {
	triggers = {
		{
			on = "destroyed",
			label = "a friendly creature was destroyed: destroy each non-Dinosaur creature (Spartasaur)",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object ~= nil
					and event.object.id ~= ctx.this.id
					and event.object:has_type("creature")
			end,
			resolve = function(ctx, _event)
				local doomed = {}
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
					if not creature:has_subtype("dinosaur") then
						table.insert(doomed, creature)
					end
				end
				ctx:destroy(doomed)
			end,
		},
	},
	fight = function(ctx)
		ctx:gain(ctx.controller, "amber", 2)
	end,
}
