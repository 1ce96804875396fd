-- Magistrate Crispus (WoE 244): At the end of your turn, each player takes control of each
-- creature and artifact they own.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: everyone takes back what they own (Magistrate Crispus)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				for _, zone in ipairs({ "battleline", "artifacts" }) do
					for _, obj in ipairs(ctx:objects({ zone = zone, controller = "any" })) do
						if obj:owner() ~= obj:controller() then
							ctx:take_control(obj, obj:owner())
						end
					end
				end
			end,
		},
	},
}
