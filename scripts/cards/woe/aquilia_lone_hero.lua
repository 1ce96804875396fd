-- Aquilia, Lone Hero (WoE 269): Omni: Capture 1 æmber if there are more enemy creatures than
-- friendly creatures.
return {
	omni = function(ctx)
		local enemies = #ctx:objects({ zone = "battleline", controller = "opponent" })
		if enemies > #ctx:objects({ zone = "battleline", controller = "you" }) then
			ctx:capture(ctx.this, 1)
		end
	end,
}
