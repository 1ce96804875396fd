-- Bo Nithing (MM 245): Play: Steal 1 æmber for each key your opponent has forged.
return {
	resolve = function(ctx)
		local keys = ctx.opponent:counter("keys")
		if keys > 0 then
			ctx:steal(keys)
		end
	end,
}
