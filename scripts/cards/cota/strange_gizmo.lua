-- Strange Gizmo (CotA 134), artifact: After you forge a key, destroy each creature and each
-- artifact (Strange Gizmo too), together.
return {
	triggers = {
		{
			on = "gained",
			label = "you forged a key: destroy each creature and artifact (Strange Gizmo)",
			applies = function(ctx, event)
				return event.counter == "keys" and event.player == ctx.controller and event.amount > 0
			end,
			resolve = function(ctx)
				local all = ctx:objects({ zone = "battleline" })
				for _, artifact in ipairs(ctx:objects({ zone = "artifacts" })) do
					table.insert(all, artifact)
				end
				ctx:destroy(all)
			end,
		},
	},
}
