-- Transposition Sandals (CotA 159): This creature gains, "Action: Swap this creature with
-- another friendly creature in the battleline. You may use that other creature this
-- turn." The permission lets that creature be used whatever house is active, for each use.
local USES = { "reap", "fight", "action", "omni" }

return {
	grants = {
		action = function(ctx)
			local others = ctx:objects({ zone = "battleline", controller = "you", other = true })
			local other = ctx:choose({ prompt = "Swap with which friendly creature?", objects = others })[1]
			if other == nil then
				return
			end
			ctx:swap(ctx.this, other)
			for _, use in ipairs(USES) do
				ctx:lasting({ target = other, duration = "turn", effect = { allow = use } })
			end
		end,
	},
}
