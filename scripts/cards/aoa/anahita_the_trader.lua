-- Anahita the Trader (AoA 248): Reap: Give control of a friendly artifact to the opponent;
-- if you do, they give you 2 æmber (what they have, up to 2: a transfer, not a steal).
return {
	reap = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts", controller = "you" })
		local artifact =
			ctx:choose({ prompt = "Give which artifact to your opponent?", objects = artifacts })[1]
		if artifact == nil or not ctx:take_control(artifact, ctx.opponent) then
			return
		end
		local n = math.min(2, ctx.opponent:counter("amber"))
		if n > 0 then
			ctx:gain(ctx.opponent, "amber", -n)
			ctx:gain(ctx.controller, "amber", n)
		end
	end,
}
