-- Kretchee (WoE 013): Each time a player exalts a creature or a creature captures æmber,
-- put 1 æmber on that creature from the common supply. The exalt and the capture are told
-- apart from other æmber put on a creature by their counter_added events (KF-EVT-EXALT-1);
-- the æmber added here is neither, so it triggers nothing again.
return {
	triggers = {
		{
			on = "counter_added",
			label = "1 more æmber on the creature that was exalted or captured (Kretchee)",
			applies = function(ctx, event)
				local creature = ctx:rule("exalted", event) or ctx:rule("captured", event)
				return creature ~= nil and creature:is_valid() and creature:zone() == "battleline"
			end,
			resolve = function(ctx, event)
				if event.object:is_valid() then
					ctx:add_counter(event.object, "amber", 1)
				end
			end,
		},
	},
}
