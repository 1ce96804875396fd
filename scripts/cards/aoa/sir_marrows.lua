-- Sir Marrows (AoA 223), creature: After your opponent gains æmber by reaping, Sir Marrows
-- captures it. "It" is the æmber the reap gave: once one Sir Marrows has taken it from the
-- pool, another has nothing left to capture (the reaping creature remembers the reap it was
-- captured after: its controller's uses this turn); taken from the supply instead (Po's
-- Pixies), it is still in the pool for the next one.
return {
	triggers = {
		{
			on = "when_you_do",
			own = false,
			label = "capture the æmber the opponent gained by reaping (Sir Marrows)",
			applies = function(ctx, event)
				return event.name == "gained_by_reaping" and event.player == ctx.opponent
			end,
			resolve = function(ctx, event)
				local reaper = event.object
				local reap = tostring(#ctx.opponent:this_turn("used"))
				if reaper:is_valid() and #reaper:remembered("captured_after_reap") > 0 then
					local seen = reaper:remembered("captured_after_reap")
					if seen[#seen] == reap then
						return
					end
				end
				local before = ctx.opponent:counter("amber")
				ctx:capture(ctx.this, 1)
				if ctx.opponent:counter("amber") < before and reaper:is_valid() then
					ctx:remember(reaper, "captured_after_reap", reap)
				end
			end,
		},
	},
}
