-- Quartermaster "Botty" (GR 266): Play/After Fight/After Reap: If you are haunted, capture
-- 2 æmber.
local function haunted_capture(ctx)
	if ctx:rule("haunted") then
		ctx:capture(ctx.this, 2)
	end
end

return {
	resolve = haunted_capture,
	fight = haunted_capture,
	reap = haunted_capture,
}
