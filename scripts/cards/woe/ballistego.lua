-- Ballistego (WoE 271): While Ballistego has æmber on it, it gains splash-attack 3. Play: You
-- may exalt Ballistego.
local function holding(ctx)
	return ctx.this:counter("amber") > 0
end

return {
	statics = {
		{ grant = "splash_attack", self_only = true, condition = holding },
		{ stat = "splash_attack", increase = 3, self_only = true, condition = holding },
	},
	resolve = function(ctx)
		local picked = ctx:choose({ prompt = "Exalt Ballistego?", options = { "yes", "no" } })[1]
		if picked == "yes" then
			ctx:rule("exalt", ctx.this)
		end
	end,
}
