-- Azuretooth (GR 055): Enhance (deck building). After Fight/After Reap: Move all the æmber on a
-- friendly creature to your pool, then give control of that creature to your opponent.
local function hand_over(ctx)
	local friends = ctx:objects({ zone = "battleline", controller = "you" })
	local pick = ctx:choose({ prompt = "Which friendly creature?", objects = friends })[1]
	if pick == nil then
		return
	end
	ctx:rule("amber_to_pool", pick)
	ctx:take_control(pick, ctx.opponent)
end

return {
	reap = hand_over,
	fight = hand_over,
}
