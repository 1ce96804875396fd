-- Giant Gnawbill (WC 390): After a player chooses an active house, that player destroys an
-- artifact of that house (either side's, their pick; none: nothing).
return {
	triggers = {
		{
			on = "declared",
			label = "destroy an artifact of the chosen house (Giant Gnawbill)",
			applies = function(_ctx, event)
				return event.name == "house"
			end,
			resolve = function(ctx, event)
				local artifacts = {}
				for _, artifact in ipairs(ctx:objects({ zone = "artifacts" })) do
					if ctx:rule("of_house", artifact, event.value) then
						table.insert(artifacts, artifact)
					end
				end
				local prompt = "Destroy which " .. event.value .. " artifact?"
				ctx:destroy(ctx:choose({ prompt = prompt, objects = artifacts, player = event.player })[1])
			end,
		},
	},
}
