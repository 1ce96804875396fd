-- Cobalt Kapulet (AS 246): After Reap: Capture 2 æmber for each of Cobalt Kapulet's Mars
-- neighbors.
return {
	reap = function(ctx)
		local n = 0
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			if ctx:rule("of_house", neighbor, "mars") then
				n += 1
			end
		end
		if n > 0 then
			ctx:capture(ctx.this, 2 * n)
		end
	end,
}
