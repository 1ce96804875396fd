-- Baldric the Bold (MM 144): Before Fight: If the creature Baldric the Bold fights is the
-- most powerful enemy creature (ties count: none has more power), gain 2 æmber.
return {
	before_fight = function(ctx, fought)
		local power = fought:stat("power") or 0
		local most = true
		for _, foe in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if (foe:stat("power") or 0) > power then
				most = false
			end
		end
		if most then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
