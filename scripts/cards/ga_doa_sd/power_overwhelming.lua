-- Power Overwhelming: remove any amount of enlighten counters from your champion. Your
-- champion gets +1 level for each counter removed this way until end of turn.
return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		if champion == nil then
			return
		end
		local held = champion:counter("enlighten")
		local n = ctx:choose({ prompt = "enlighten counters to remove", number = true, min = 0, max = held })
		if n > 0 and ctx:add_counter(champion, "enlighten", -n) then
			ctx:lasting({
				target = champion,
				duration = "end_of_turn",
				effect = { stat = "level", increase = n },
			})
		end
	end,
}
