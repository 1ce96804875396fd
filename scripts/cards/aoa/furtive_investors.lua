-- Furtive Investors (AoA 269): Play: If your opponent has more æmber than you (after this
-- card's bonus), gain 1 æmber for each key your opponent has forged.
return {
	resolve = function(ctx)
		local keys = ctx.opponent:counter("keys")
		if ctx.opponent:counter("amber") > ctx.controller:counter("amber") and keys > 0 then
			ctx:gain(ctx.controller, "amber", keys)
		end
	end,
}
