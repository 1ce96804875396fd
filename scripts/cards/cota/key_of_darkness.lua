-- Key of Darkness (CotA 273): Play: Forge a key at +6 æmber current cost; if your
-- opponent has no æmber, at +2 æmber current cost instead. Unable to pay, nothing happens.
return {
	resolve = function(ctx)
		local extra = 6
		if ctx.opponent:counter("amber") == 0 then
			extra = 2
		end
		ctx:buy(ctx.controller, "key", extra)
	end,
}
