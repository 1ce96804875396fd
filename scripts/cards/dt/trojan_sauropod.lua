-- Trojan Sauropod (DT 166): It enters play under your opponent's control. Omni: Gain 3
-- æmber. Your opponent reveals their hand and puts each creature from it into play ready
-- (one at a time, on a flank the active player picks), then refills their hand as if it
-- were their "draw cards" step. Destroy Trojan Sauropod.
return {
	resolve = function(ctx)
		ctx:take_control(ctx.this, ctx.opponent)
	end,
	omni = function(ctx)
		ctx:gain(ctx.controller, "amber", 3)
		local them = ctx.opponent
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		ctx:reveal(hand)
		while true do
			local creatures = ctx:look({ zone = "hand", controller = "opponent", type = "creature" })
			local picked =
				ctx:choose({ prompt = "Put which creature into play next?", objects = creatures })[1]
			if picked == nil then
				break
			end
			local entered = ctx:rule("put_into_play", picked)
			if entered == nil then
				break
			end
			ctx:ready(entered)
		end
		ctx:refill(them)
		ctx:destroy(ctx.this)
	end,
}
