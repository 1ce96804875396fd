-- Perimeter Alarm (GR 264): Play: Use a friendly non-Star Alliance creature (whatever house
-- is active: an ability's use). If you are haunted, archive Perimeter Alarm (also when no
-- creature was used).
return {
	resolve = function(ctx)
		ctx:rule("use_friendly_not_of", "staralliance")
		if ctx:rule("haunted") then
			ctx:move(ctx.this, "archives")
		end
	end,
}
