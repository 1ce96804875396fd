-- Shadowsaurus (MM 292): Action: Move each æmber from an enemy creature to your opponent's
-- pool. If there was at least 1 æmber on that creature, take control of it. While under
-- your control, it belongs to house Shadows.
return {
	action = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick =
			ctx:choose({ prompt = "Move the æmber off which enemy creature?", objects = enemies })[1]
		if pick == nil then
			return
		end
		local held = pick:counter("amber")
		if held == 0 then
			return
		end
		ctx:add_counter(pick, "amber", -held)
		ctx:gain(ctx.opponent, "amber", held)
		if ctx:take_control(pick) then
			ctx:lasting({
				target = pick,
				duration = "indefinitely",
				effect = { attribute = "house", value = "shadows", while_controlled = true },
			})
		end
	end,
}
