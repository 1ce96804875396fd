-- Chuff Ape (CotA 191): Taunt. Enters play stunned. Fight/Reap: You may sacrifice
-- another friendly creature. If you do, fully heal Chuff Ape. Entering stunned is done
-- as it is played (before any Play: ability), the way it enters play.
local function feast(ctx)
	local others = ctx:objects({ zone = "battleline", controller = "you", other = true })
	local chosen =
		ctx:choose({ prompt = "Sacrifice another friendly creature?", objects = others, min = 0, max = 1 })
	if chosen[1] ~= nil and ctx:destroy(chosen[1]) then
		ctx:heal(ctx.this, ctx.this:damage())
	end
end

return {
	resolve = function(ctx)
		ctx:rule("stun", ctx.this)
	end,
	fight = feast,
	reap = feast,
}
