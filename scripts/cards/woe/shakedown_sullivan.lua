-- Shakedown Sullivan (WoE 304): Reap: Choose a creature and discard the top card of its
-- controller's deck. If that card shares a house with the chosen creature, its controller
-- gains 1 æmber; otherwise destroy that creature. (An empty deck discards nothing: nothing
-- more happens.)
return {
	reap = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Choose a creature", objects = all })[1]
		if picked == nil then
			return
		end
		local owner = picked:controller()
		local top = ctx:top(1, owner)[1]
		if top == nil then
			return
		end
		local shares = ctx:rule("shares_house", top, picked)
		ctx:discard(top)
		if shares then
			ctx:gain(owner, "amber", 1)
		else
			ctx:destroy(picked)
		end
	end,
}
