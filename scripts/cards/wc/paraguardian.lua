-- Paraguardian (WC 206): Reap: You may exalt Paraguardian. If you do, ward each of its
-- neighbors.
return {
	reap = function(ctx)
		local pick = ctx:choose({ prompt = "Exalt Paraguardian?", options = { "exalt", "no" } })[1]
		if pick ~= "exalt" or not ctx.this:is_valid() then
			return
		end
		ctx:rule("exalt", ctx.this)
		for _, n in ipairs(ctx.this:neighbors()) do
			ctx:rule("ward", n)
		end
	end,
}
