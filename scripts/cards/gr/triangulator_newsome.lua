-- Triangulator Newsome (GR 273): Deploy (data). After Reap: If you are haunted, move all the
-- æmber on its neighbors to your pool.
return {
	reap = function(ctx)
		if not ctx:rule("haunted") then
			return
		end
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			ctx:rule("amber_to_pool", neighbor)
		end
	end,
}
