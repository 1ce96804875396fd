-- Rumor-sower (GR 102): After Reap: Your opponent discards the top card of their deck; stun an
-- enemy creature that shares a house with it (none: nothing).
return {
	reap = function(ctx)
		local top = ctx:top(1, ctx.opponent)[1]
		if top == nil then
			return
		end
		local enemies = ctx:rule("sharing_house_with", top, "opponent")
		ctx:discard(top)
		ctx:rule("stun", ctx:choose({ prompt = "Stun which enemy creature?", objects = enemies })[1])
	end,
}
