-- Empowering Harmony: your champion gets +2 level until end of turn. Class Bonus:
-- Harmonize — if you've activated a Melody card this turn, draw a card (the turn's
-- played cards and their printed subtypes).
local function melody_this_turn(ctx)
	for _, act in ipairs(ctx.controller:this_turn("played")) do
		for _, subtype in ipairs(act.subtypes or {}) do
			if subtype == "melody" then
				return true
			end
		end
	end
	return false
end

return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:lasting({ target = champion, duration = "end_of_turn", effect = { stat = "level", increase = 2 } })
		if ctx:rule("class_bonus") and melody_this_turn(ctx) then
			ctx:draw(1)
		end
	end,
}
