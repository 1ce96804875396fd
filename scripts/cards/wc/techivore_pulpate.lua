-- Techivore Pulpate (WC 341): After a player (either) chooses an active house, destroy
-- each artifact of that house in play (both sides), together.
return {
	triggers = {
		{
			on = "declared",
			label = "destroy each artifact of the chosen house (Techivore Pulpate)",
			applies = function(_ctx, event)
				return event.name == "house"
			end,
			resolve = function(ctx, event)
				local doomed = {}
				for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "any" })) do
					if ctx:rule("of_house", artifact, event.value) then
						table.insert(doomed, artifact)
					end
				end
				ctx:destroy(doomed)
			end,
		},
	},
}
